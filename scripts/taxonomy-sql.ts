// Prints the SQL that seeds the taxonomy tables from lib/taxonomy (used to write migration
// 20261129000001_taxonomy; lib/taxonomy/comment-errors.test.ts checks the two stay equal).
import { taxonomySql } from "../lib/taxonomy/taxonomy-sql";

process.stdout.write(taxonomySql());

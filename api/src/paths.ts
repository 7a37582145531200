import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The api package root (works from src/ under tsx/jest and from dist/). */
export const packageRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..');
/** Migrations are read from the sources, also when running dist/ (no copy step needed). */
export const migrationsDir = resolve(packageRoot, 'src', 'db', 'migrations');

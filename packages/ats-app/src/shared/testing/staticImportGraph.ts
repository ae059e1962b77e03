/**
 * For bundle tests (Node only, never bundled): what an entry loads before any lazy import,
 * following every static import as the bundler does.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

/** Specifiers a module imports for its values (type-only imports vanish in the build). */
function staticValueImports(file: string): string[] {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest);
  const specifiers: string[] = [];
  for (const statement of source.statements) {
    if (ts.isImportDeclaration(statement) && !statement.importClause?.isTypeOnly) {
      specifiers.push((statement.moduleSpecifier as ts.StringLiteral).text);
    }
    if (
      ts.isExportDeclaration(statement) &&
      !statement.isTypeOnly &&
      statement.moduleSpecifier !== undefined
    ) {
      specifiers.push((statement.moduleSpecifier as ts.StringLiteral).text);
    }
  }
  return specifiers;
}

/**
 * Every module of the app (paths relative to `srcDir`) and every package reached from `roots`
 * (paths relative to `srcDir`) by static imports.
 */
export function staticImportGraph(
  srcDir: string,
  roots: string[],
): { modules: string[]; packages: string[] } {
  const modules = new Set<string>();
  const packages = new Set<string>();
  const pending = roots.map((root) => path.join(srcDir, root));
  for (let file = pending.pop(); file !== undefined; file = pending.pop()) {
    if (modules.has(file)) continue;
    modules.add(file);
    for (const specifier of staticValueImports(file)) {
      if (!specifier.startsWith('.')) {
        packages.add(specifier);
        continue;
      }
      const target = path.resolve(path.dirname(file), specifier);
      if (/\.tsx?$/.test(target) && existsSync(target)) pending.push(target);
    }
  }
  return {
    modules: [...modules].map((file) => path.relative(srcDir, file)),
    packages: [...packages],
  };
}

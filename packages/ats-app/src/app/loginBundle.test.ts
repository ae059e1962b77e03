/**
 * The login screen loads only the entry's static imports and its own (bench/bundle-size.mjs
 * measures them). RTK Query, the SDK's endpoints and the error plumbing load with the
 * signed-in screens (store.ts attaches the api late): this follows every static import
 * from the entry and the login route, as the bundler does, and fails if one reaches them.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const src = path.dirname(path.dirname(fileURLToPath(import.meta.url)));

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

/** Every module of the app and every package reached from `roots` by static imports. */
function staticGraph(roots: string[]): { modules: Set<string>; packages: Set<string> } {
  const modules = new Set<string>();
  const packages = new Set<string>();
  const pending = roots.map((root) => path.join(src, root));
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
  return { modules, packages };
}

describe('what the login screen loads', () => {
  const { modules, packages } = staticGraph(['main.tsx', 'features/auth/LoginScreen.tsx']);
  const appModules = [...modules].map((file) => path.relative(src, file));

  it('reaches the login screen through the entry (the walk works)', () => {
    expect(appModules).toContain('app/App.tsx');
    expect(appModules).toContain('app/store/store.ts');
    expect(appModules).toContain('app/session/checkSession.ts');
    expect([...packages]).toContain('@reduxjs/toolkit');
  });

  it('has neither RTK Query, nor the SDK, nor the error catalogue', () => {
    expect([...packages].filter((name) => /^@ats\/api-sdk|\/query/.test(name))).toEqual([]);
    expect(
      appModules.filter((file) =>
        ['shared/api/', 'shared/auth/session.ts', 'shared/auth/sessionExpiryMiddleware.ts'].some(
          (late) => file.startsWith(late),
        ),
      ),
    ).toEqual([]);
  });
});

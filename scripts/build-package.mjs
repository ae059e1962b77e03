// `pnpm build` of an installable package, run in its folder (packages/api-sdk,
// packages/design-system or packages/domain): dist/ with ESM JavaScript and declarations, and
// for the design system its one CSS file. `pnpm pack` runs it first (the packages' `prepack`
// script). A package that imports @ats/domain keeps the import: the domain is its own tarball.
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const packageDir = process.cwd();
const { name } = JSON.parse(readFileSync(path.join(packageDir, 'package.json'), 'utf8'));
const distDir = path.join(packageDir, 'dist');

function run(command, args) {
  const result = spawnSync(path.join(packageDir, 'node_modules/.bin', command), args, {
    cwd: packageDir,
    stdio: 'inherit',
  });
  if (result.status !== 0) {
    console.error(`✗ ${name}: ${command} ${args.join(' ')} failed`);
    process.exit(result.status || 1);
  }
}

/**
 * The sources import each other as `./Button.tsx` (allowImportingTsExtensions); tsc rewrites
 * that to `.js` in JavaScript but not in declarations, where a consumer's TypeScript without
 * that option would reject it. Relative specifiers only: packages are left as they are.
 */
function rewriteDeclarationImports(source) {
  return source.replace(
    /(\bfrom\s+|\bimport\s*\(\s*|\bimport\s+)(['"])(\.{1,2}\/[^'"]*?)\.tsx?\2/g,
    '$1$2$3.js$2',
  );
}

function rewriteDeclarations(directory) {
  for (const entry of readdirSync(directory, { withFileTypes: true })) {
    const file = path.join(directory, entry.name);
    if (entry.isDirectory()) rewriteDeclarations(file);
    else if (entry.name.endsWith('.d.ts')) {
      writeFileSync(file, rewriteDeclarationImports(readFileSync(file, 'utf8')));
    }
  }
}

rmSync(distDir, { recursive: true, force: true });
if (name === '@ats/design-system') {
  // JavaScript and the CSS extracted from vanilla-extract, then the declarations beside them.
  run('vite', ['build', '--config', 'vite.lib.config.ts', '--logLevel', 'warn']);
  run('tsc', ['-p', 'tsconfig.build.json']);
} else if (name === '@ats/api-sdk' || name === '@ats/domain') {
  // Plain TypeScript: tsc writes JavaScript (`.ts` imports rewritten) and declarations.
  run('tsc', ['-p', 'tsconfig.build.json']);
} else {
  console.error(`build-package.mjs does not know ${name}`);
  process.exit(2);
}
rewriteDeclarations(distDir);
console.log(`${name}: built dist/`);

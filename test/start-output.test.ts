/**
 * Issue 26: `npm start` printed every built file, a chunk-size warning and plugin timings, and
 * the server a JSON line per request. What start.mjs shows of the build and how it starts the
 * server (no build runs here: the build's output is a recorded sample).
 */
import { describe, expect, it } from 'vitest';
import { isShownBuildLine, root, startEnvironment } from '../scripts/workspace.mjs';

/** `vite build`'s output through pnpm, shortened (the real one lists ~110 files). */
const buildOutput = `$ vite build
vite v8.3.8 building client environment for production...
transforming...
✓ 3318 modules transformed.
rendering chunks...
computing gzip size...
dist/login.html                                    2.31 kB │ gzip:   0.98 kB
dist/assets/index-CwJ0u3Vq.css                    61.02 kB │ gzip:  10.11 kB
\u001b[2mdist/\u001b[22m\u001b[36massets/index-DZ3m1l3c.js\u001b[39m  249.25 kB │ gzip: 78.79 kB

✓ built in 45.80s`;

describe("npm start's build output", () => {
  it('shows the steps and the outcome, not one line per file', () => {
    expect(buildOutput.split('\n').filter(isShownBuildLine)).toEqual([
      'vite v8.3.8 building client environment for production...',
      'transforming...',
      '✓ 3318 modules transformed.',
      'rendering chunks...',
      'computing gzip size...',
      '✓ built in 45.80s',
    ]);
  });

  it('keeps warnings and errors', () => {
    expect(isShownBuildLine('error during build:')).toBe(true);
    expect(isShownBuildLine('(!) Some chunks are larger than 800 kB after minification.')).toBe(
      true,
    );
  });
});

describe("npm start's server environment", () => {
  it('logs warnings and errors only unless LOG_LEVEL says otherwise, and says when it began', () => {
    expect(startEnvironment({}, 1_795_000_000_000.4)).toMatchObject({
      LOG_LEVEL: 'warn',
      DATA_DIR: `${root}/.data`,
      ATS_LAUNCHED_AT: '1795000000000',
    });
    expect(startEnvironment({ LOG_LEVEL: 'info', DATA_DIR: '/srv/ats' }, 0)).toMatchObject({
      LOG_LEVEL: 'info',
      DATA_DIR: '/srv/ats',
    });
  });
});

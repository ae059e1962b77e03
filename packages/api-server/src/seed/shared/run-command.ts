/** Runs a command-line script's `main`: its result is the exit code; a failure prints and exits 1. */
export function runCommand(main: () => Promise<number>): void {
  main().then(
    (code) => {
      process.exitCode = code;
    },
    (error: unknown) => {
      console.error(error);
      process.exitCode = 1;
    },
  );
}

import { fileURLToPath } from 'node:url';

/** Absolute path of the contract, openapi.yaml (for the server and tools; Node only). */
export const contractPath: string = fileURLToPath(new URL('../openapi.yaml', import.meta.url));

/** The component tests' store and fetch stub, shared by several features (shared/testing). */
export { json, renderWithApi, stubApi, testUser } from '../../../shared/testing/testStore.tsx';

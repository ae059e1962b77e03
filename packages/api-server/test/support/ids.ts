/** An id no row has (a valid UUID v4, so that it reaches the query). */
export const unknownId = '00000000-0000-4000-8000-000000000000';

/** A default position of the reference data: 'Backend Developer' / 'Programista backend'. */
export const backendDeveloperId = '9051d000-0000-4000-8000-000000000003';

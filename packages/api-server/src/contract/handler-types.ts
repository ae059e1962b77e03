import type { operations } from '@ats/api-sdk';
import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * Handler types derived from the contract's generated `operations`: the compiler catches a
 * handler that reads a parameter the contract does not define or returns the wrong body.
 */
export type OperationId = keyof operations;

type Defined<T> = [T] extends [never] ? unknown : [T] extends [undefined] ? unknown : T;

type PathParameters<K extends OperationId> = Defined<
  NonNullable<operations[K]['parameters']['path']>
>;
type QueryParameters<K extends OperationId> = Defined<
  NonNullable<operations[K]['parameters']['query']>
>;

type RequestBodyOf<K extends OperationId> = operations[K] extends {
  requestBody?: { content: infer Content };
}
  ? Content extends { 'application/json': infer Json }
    ? Json
    : Content extends { 'multipart/form-data': infer Form }
      ? Form
      : unknown
  : unknown;

type SuccessStatus = 200 | 201 | 202 | 204;

/** The JSON body of the operation's success responses (void when it has none). */
export type SuccessBody<K extends OperationId> = {
  [Status in keyof operations[K]['responses']]: Status extends SuccessStatus
    ? operations[K]['responses'][Status] extends { content: { 'application/json': infer Json } }
      ? Json
      : undefined
    : never;
}[keyof operations[K]['responses']];

export type ContractRequest<K extends OperationId> = FastifyRequest<{
  Params: PathParameters<K>;
  Querystring: QueryParameters<K>;
  Body: RequestBodyOf<K>;
}>;

/** Returns the success body, or the reply after sending a file, a redirect or another status. */
export type ContractHandler<K extends OperationId> = (
  request: ContractRequest<K>,
  reply: FastifyReply,
) => Promise<SuccessBody<K> | FastifyReply>;

/** The handlers of one feature: a subset of the contract's operations. */
export type FeatureHandlers = { [K in OperationId]?: ContractHandler<K> };

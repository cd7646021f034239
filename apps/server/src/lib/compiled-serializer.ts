import type { FastifySerializerCompiler } from 'fastify/types/schema';
import fastJson from 'fast-json-stringify';
import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';

/**
 * Response serialisation: every answer leaves through its route's response schema, so a field
 * the schema does not declare never reaches the caller. By default that is zod's encode and
 * `JSON.stringify` (fastify-type-provider-zod), about 17 µs for a page of the listing. The hot
 * public reads (listing, details, premium members) are written instead by a serializer compiled
 * from the same schema (fast-json-stringify, about 4 µs): it writes the declared properties only,
 * so the guarantee holds, and it refuses an answer missing a required one, as zod does.
 */
const compiledSchemas = new WeakSet<z.ZodType>();

/** Marks a response schema whose answers a compiled serializer writes; answers the schema. */
export function compiledResponse<Schema extends z.ZodType>(schema: Schema): Schema {
  compiledSchemas.add(schema);
  return schema;
}

type JsonSchema = Record<string, unknown> & {
  anyOf?: JsonSchema[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  type?: string | string[];
};

const isObjectSchema = (schema: JsonSchema) =>
  schema.type === 'object' && schema.properties !== undefined;

/**
 * Rewrites the two unions our schemas use into shapes fast-json-stringify writes without
 * validating each branch at run time: a nullable value (`T | null`) becomes a type list, and a
 * union of objects (a record with or without its contact fields) becomes one object with every
 * branch's properties, required where every branch requires them. Either way the properties
 * that may be written are exactly those some branch declares.
 */
export function forSerialization(schema: JsonSchema): JsonSchema {
  const { anyOf, properties, items, ...rest } = schema;
  if (anyOf) {
    const branches = anyOf.map(forSerialization);
    const nonNull = branches.filter((branch) => branch.type !== 'null');
    const [only] = nonNull;
    if (nonNull.length === 1 && only && typeof only.type === 'string' && !only.anyOf) {
      return { ...rest, ...only, type: [only.type, 'null'] };
    }
    if (branches.every(isObjectSchema)) {
      const merged: Record<string, JsonSchema> = {};
      for (const branch of branches) Object.assign(merged, branch.properties);
      const required = Object.keys(merged).filter((key) =>
        branches.every((branch) => branch.required?.includes(key)),
      );
      return { ...rest, type: 'object', properties: merged, required, additionalProperties: false };
    }
    return { ...rest, anyOf: branches };
  }
  return {
    ...rest,
    ...(properties && {
      properties: Object.fromEntries(
        Object.entries(properties).map(([key, value]) => [key, forSerialization(value)]),
      ),
    }),
    ...(items && { items: forSerialization(items) }),
  };
}

/** The compiled writer of a response schema's answers. */
export function compileSerializer(schema: z.ZodType): (data: unknown) => string {
  const { $schema: _dialect, ...jsonSchema } = z.toJSONSchema(schema, {
    io: 'output',
    target: 'draft-7',
  }) as JsonSchema;
  return fastJson(forSerialization(jsonSchema) as Parameters<typeof fastJson>[0]);
}

/** Compiled writers for marked schemas (compiledResponse), zod's for every other. */
export const serializerCompiler: FastifySerializerCompiler<z.ZodType> = (route) => {
  if (!compiledSchemas.has(route.schema)) return zodSerializerCompiler(route);
  const write = compileSerializer(route.schema);
  return (data) => {
    try {
      return write(data);
    } catch (error) {
      // An answer the schema refuses is our bug: a 500, logged with its cause, as with zod's.
      throw new Error(`The answer of ${route.method} ${route.url} does not match its schema`, {
        cause: error,
      });
    }
  };
};

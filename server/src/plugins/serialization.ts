import fp from 'fastify-plugin';
import { valibotSerializerCompiler } from '../http/serialization.ts';

/** Answer schemas are the contract's valibot schemas: this makes Fastify serialize with them. */
export const serializationPlugin = fp(
  async (app) => {
    app.setSerializerCompiler(valibotSerializerCompiler);
  },
  { name: 'serialization' },
);

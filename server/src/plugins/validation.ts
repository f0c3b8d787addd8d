import fp from 'fastify-plugin';
import { valibotCompiler } from '../http/validation.ts';

/** Route schemas are the contract's valibot schemas: this makes Fastify run them. */
export const validationPlugin = fp(
  async (app) => {
    app.setValidatorCompiler(valibotCompiler);
  },
  { name: 'validation' },
);

// The error answers a route may give, in the shapes of docs/architecture.md ("The wire contract"), for the OpenAPI
// schema of every route
// (`response: { 200: …, ...errorResponses }`). One map, so every route documents the same shapes.
import { detailError, fieldErrors } from '@portal/contract';

export const errorResponses = { 400: fieldErrors, 401: detailError, 403: detailError, 404: detailError };

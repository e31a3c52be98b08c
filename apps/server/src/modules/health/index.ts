// The health module's face: GET /api/health.
export { registerHealthRoutes } from './routes';

// The regulars module's face (behaviour.md "Regular hangouts (issue 26)"): hangouts that plan
// themselves every week, two weeks or month, fair over time; its routes, worker and parts.
export { createPeriodPlanner } from './plan-period';
export { createRegularsRepository } from './repository';
export { registerRegularsModule } from './routes';
export { createRegularsService, type RegularsService } from './service';
export { REGULARS_SWEEP_QUEUE, startRegularsWorker } from './worker';

// The busy-blocks module's face: the one writer of imported busy time, shared by the Google link and the ICS subscriptions.
export {
  createBusyBlocksRepository,
  googleSource,
  icsSource,
  type BusyBlocksRepository,
  type BusySpan,
  type ExternalBusySpan,
} from './repository';

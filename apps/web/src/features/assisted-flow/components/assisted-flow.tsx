// The assisted flow's modal (spec "Assisted flow modal (five steps)"), loaded lazily by the
// "Hangtime" button: the steps, their messages, the create call, then the success modal.
import { useEffect, useReducer, useRef, useState } from 'react';
import { Button, Group, Modal, Stack, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { EventView } from '@hangtime/core/events/schemas';
import { ErrorAlert } from '../../../components/status-alerts';
import { useSession } from '../../../lib/session';
import { useCategoriesQuery, useCreateEventMutation, useProfileTimeZone } from '../../events';
import { describeSchedulingError, HangtimeNowSuccess, schedulingScreenMessages } from '../../scheduling';
import { buildAssistedEventBody, findEventCategoryId } from '../logic/event-body';
import { FLOW_TITLE, flowMessages } from '../logic/flow-messages';
import { createInitialFlowState, flowReducer, isFinalStep, validateStep } from '../logic/flow-state';
import { FlowProgress } from './flow-progress';
import './assisted-flow.css';
import { StepContent, stepTitles } from './step-content';
import { useOwnPlace } from './use-own-place';

export type AssistedFlowProps = {
  onClose: () => void;
  /** "View Event Details" of the success modal. */
  onViewEvent: (event: EventView) => void;
};

export default function AssistedFlow({ onClose, onViewEvent }: AssistedFlowProps) {
  const { user } = useSession();
  const [state, dispatch] = useReducer(flowReducer, user?.first_name ?? '', createInitialFlowState);
  const [created, setCreated] = useState<EventView | null>(null);
  const createEvent = useCreateEventMutation();
  const categories = useCategoriesQuery();
  const timeZone = useProfileTimeZone();
  const isPhone = useMediaQuery('(max-width: 36em)') ?? false;
  const headingRef = useRef<HTMLHeadingElement>(null);
  const isFirstRender = useRef(true);
  // Read as the flow opens, so the host step and the map have it when they show.
  const ownPlace = useOwnPlace();
  const hostName = user?.first_name;
  const hostAddress = ownPlace.address;
  const isHostStep = state.step === 5;

  // The host's place starts as the person and their default location, when those arrive late too.
  useEffect(() => {
    if (isHostStep) dispatch({ type: 'prefillHost', defaults: { name: hostName, address: hostAddress } });
  }, [isHostStep, hostName, hostAddress]);

  // A new step replaces the content under the cursor: the focus goes to its heading.
  useEffect(() => {
    if (isFirstRender.current) {
      isFirstRender.current = false;
      return;
    }
    headingRef.current?.focus();
  }, [state.step]);

  function goNext() {
    if (!isFinalStep(state) || validateStep(state)) {
      dispatch({ type: 'next' });
      return;
    }
    const eventCategoryId = findEventCategoryId(categories.data);
    if (eventCategoryId === null) {
      dispatch({ type: 'fail', message: flowMessages.createFailed });
      return;
    }
    createEvent.mutate(buildAssistedEventBody(state, eventCategoryId, timeZone), {
      onSuccess: ({ event }) => setCreated(event),
    });
  }

  if (created) {
    return (
      <Modal
        opened
        onClose={onClose}
        title={schedulingScreenMessages.successTitle}
        size="lg"
        fullScreen={isPhone}
        closeButtonProps={{ 'aria-label': 'Close' }}
      >
        <HangtimeNowSuccess event={created} explanation="" onClose={onClose} onViewEvent={onViewEvent} />
      </Modal>
    );
  }

  const isCreating = createEvent.isPending;
  return (
    <Modal
      opened
      onClose={onClose}
      title={FLOW_TITLE}
      size="xl"
      fullScreen={isPhone}
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      <Stack gap="md">
        <FlowProgress state={state} />
        <Title order={3} size="h4" ref={headingRef} tabIndex={-1} style={{ outline: 'none' }}>
          {stepTitles[state.step - 1]}
        </Title>
        <StepContent state={state} dispatch={dispatch} ownPlace={ownPlace} />
        {createEvent.isError && (
          <ErrorAlert>{describeSchedulingError(createEvent.error, flowMessages.createFailed)}</ErrorAlert>
        )}
        {/* Stays in view at the bottom of a long step, with what the step still needs. */}
        <Stack gap="xs" className="assisted-flow-footer">
          {state.error && (
            <Text size="sm" c="red" role="alert">
              {state.error}
            </Text>
          )}
          <Group justify="space-between" gap="sm">
            <Button
              variant="default"
              onClick={() => dispatch({ type: 'back' })}
              disabled={state.step === 1 || isCreating}
            >
              Back
            </Button>
            <Group gap="sm">
              {(state.step === 3 || state.step === 4) && (
                <Button
                  variant="light"
                  color="grape"
                  onClick={() => dispatch({ type: 'host', defaults: { name: hostName, address: hostAddress } })}
                  disabled={isCreating}
                >
                  I want to host
                </Button>
              )}
              <Button color="grape.8" onClick={goNext} loading={isCreating}>
                {isFinalStep(state) ? 'Create Event' : 'Next'}
              </Button>
            </Group>
          </Group>
        </Stack>
      </Stack>
    </Modal>
  );
}

import { Anchor, Container } from '@mantine/core';
import { Link } from 'react-router';
import { CAREERS_MESSAGES, type CareerEvent } from '@portal/contract';
import { errorMessage } from '@/lib/api';
import { formatDate, formatTime } from '@/lib/format';
import { notifyError, notifySuccess } from '@/lib/notify';
import { usePageTitle } from '@/lib/page';
import { confirmDelete, ManagedTable, RowActions, usePaging, type Column } from '@/lib/ui/ManagedTable';
import { useDeleteEvent, useMyEvents } from '../api/events';

const DELETE_FAILED = 'The career event was not deleted';

/** /career-events (spec 002 "Manage career events"): the counsellor's events, past ones included, with view, edit and delete. */
export function CareerEventsPage() {
  usePageTitle('Career Events');
  const paging = usePaging();
  const events = useMyEvents(paging.page, paging.pageSize);
  const remove = useDeleteEvent();

  const askDelete = (event: CareerEvent) =>
    confirmDelete({
      title: CAREERS_MESSAGES.eventDeleteTitle,
      message: CAREERS_MESSAGES.eventDeleteMessage,
      name: event.title,
      onConfirm: () =>
        remove.mutate(event.id, {
          onSuccess: () => {
            notifySuccess(CAREERS_MESSAGES.eventDeleted);
            paging.afterDelete(events.data?.results.length ?? 0);
          },
          onError: (error) => notifyError(errorMessage(error), DELETE_FAILED),
        }),
    });

  const columns: Column<CareerEvent>[] = [
    {
      header: 'Title',
      cell: (event) => (
        <Anchor component={Link} to={`/event-detail/${event.id}`} fw={600}>
          {event.title}
        </Anchor>
      ),
    },
    { header: 'Date', cell: (event) => <span style={{ whiteSpace: 'nowrap' }}>{formatDate(event.event_date)}</span> },
    {
      header: 'Start – End',
      cell: (event) => (
        <span style={{ whiteSpace: 'nowrap' }}>
          {formatTime(event.start_time)} – {formatTime(event.end_time)}
        </span>
      ),
    },
    { header: 'Location', cell: (event) => event.location },
    { header: 'Audience', cell: (event) => event.target_audience },
    {
      header: 'Actions',
      cell: (event) => (
        <RowActions
          name={event.title}
          noun="event"
          viewTo={`/event-detail/${event.id}`}
          editTo={`/post-career-event?edit=${event.id}`}
          onDelete={() => askDelete(event)}
          deleting={remove.isPending && remove.variables === event.id}
        />
      ),
    },
  ];

  return (
    <Container size="xl" py="xl">
      <ManagedTable
        title="Career Events"
        action={{ label: 'POST NEW CAREER EVENT', to: '/post-career-event' }}
        query={events}
        paging={paging}
        columns={columns}
        what="your career events"
        label="Your career events"
        empty={{ text: 'You have not posted any career events yet.', linkLabel: 'Post your first career event' }}
        minWidth={900}
      />
    </Container>
  );
}

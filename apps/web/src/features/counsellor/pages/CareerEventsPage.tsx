import { Anchor } from '@mantine/core';
import { Link } from 'react-router';
import { CAREERS_MESSAGES, type CareerEvent } from '@portal/contract';
import { formatDate, formatTime } from '@/lib/format';
import { usePageTitle } from '@/lib/page';
import { actionsColumn, ManagedTable, usePagedList, type Column } from '@/lib/ui/ManagedTable';
import { useDeleteEvent, useMyEvents } from '../api/events';

const DELETE_FAILED = 'The career event was not deleted';

/** /career-events (spec 002 "Manage career events"): the counsellor's events, past ones included, with view, edit and delete. */
export function CareerEventsPage() {
  usePageTitle('Career Events');
  const events = usePagedList(useMyEvents);
  const remove = useDeleteEvent();

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
    actionsColumn(events, {
      noun: 'event', name: (event) => event.title,
      view: (event) => `/event-detail/${event.id}`, edit: (event) => `/post-career-event?edit=${event.id}`,
      remove: { mutation: remove, texts: { title: CAREERS_MESSAGES.eventDeleteTitle, message: CAREERS_MESSAGES.eventDeleteMessage, done: CAREERS_MESSAGES.eventDeleted, failed: DELETE_FAILED } },
    }),
  ];

  return (
    <ManagedTable
      title="Career Events" action={{ label: 'Post a new career event', to: '/post-career-event' }}
      list={events} columns={columns} what="your career events"
      empty={{ text: 'You have not posted any career events yet.', linkLabel: 'Post your first career event' }}
    />
  );
}

import { Anchor } from '@/lib/ui/plain';
import { CAREERS_MESSAGES, type CareerEvent } from '@portal/contract';
import { formatDate, formatTime } from '@/lib/format';
import { usePageTitle } from '@/lib/page';
import { actionsColumn, ManagedTable, usePagedList, type Column } from '@/lib/ui/ManagedTable';
import { useDeleteEvent, useMyEvents } from '../api/events';
import { t, english } from '@/lib/i18n';
import { Link } from '@/lib/ui/Link';
import { editPath } from '@/lib/useEditId';

const DELETE_FAILED = english('The career event was not deleted');

/** /career-events (spec 002 "Manage career events"): the counsellor's events, past ones included, with view, edit and delete. */
export function CareerEventsPage() {
  usePageTitle(t('nav.events'));
  const events = usePagedList(useMyEvents);
  const remove = useDeleteEvent();

  const columns: Column<CareerEvent>[] = [
    {
      header: t('notifications.title'),
      cell: (event) => (
        <Anchor component={Link} to={`/event-detail/${event.id}`} fw={600}>
          {event.title}
        </Anchor>
      ),
    },
    {
      header: t('counsellor.date'),
      cell: (event) => <span style={{ whiteSpace: 'nowrap' }}>{formatDate(event.event_date)}</span>,
    },
    {
      header: t('counsellor.startEnd'),
      cell: (event) => (
        <span style={{ whiteSpace: 'nowrap' }}>
          {formatTime(event.start_time)} – {formatTime(event.end_time)}
        </span>
      ),
    },
    { header: t('job.location'), cell: (event) => event.location },
    { header: t('counsellor.audience'), cell: (event) => event.target_audience },
    actionsColumn(events, {
      noun: t('counsellor.nounEvent'),
      name: (event) => event.title,
      view: (event) => `/event-detail/${event.id}`,
      edit: (event) => editPath('/post-career-event', event.id),
      remove: {
        mutation: remove,
        texts: {
          title: CAREERS_MESSAGES.eventDeleteTitle,
          message: CAREERS_MESSAGES.eventDeleteMessage,
          done: CAREERS_MESSAGES.eventDeleted,
          failed: DELETE_FAILED,
        },
      },
    }),
  ];

  return (
    <ManagedTable
      title={t('nav.events')}
      action={{ label: t('counsellor.postANewCareer'), to: '/post-career-event' }}
      list={events}
      columns={columns}
      what={t('counsellor.yourCareerEvents')}
      empty={{ text: t('counsellor.youHaveNotPosted'), linkLabel: t('counsellor.postYourFirstCareer') }}
    />
  );
}

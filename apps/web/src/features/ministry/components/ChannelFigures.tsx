/**
 * How people reach the portal in the insights' period (issue 33): sign-ups and applications by channel (the web app,
 * a phone's USSD menu), and the SMS sent with their cost, per day that sent any.
 */
import { Card, Stack, Text, Title } from '@/lib/ui/plain';
import { formatDate } from '@/lib/format';
import { DataTable } from '@/lib/ui/DataTable';
import { t } from '@/lib/i18n';
import { useChannelFigures } from '../api/ministry';

const number = (n: number) => n.toLocaleString('en-UG');
const money = (n: number) => `UGX ${n.toLocaleString('en-UG', { maximumFractionDigits: 2 })}`;

export function ChannelFigures({ from, to }: { from: string; to: string }) {
  const figures = useChannelFigures({ from, to });
  const data = figures.data;
  return (
    <Card withBorder padding="lg" component="section" aria-labelledby="channel-figures">
      <Stack gap="sm">
        <Title order={2} size="h4" id="channel-figures">
          {t('ministry.channelsHeading')}
        </Title>
        {figures.error ? (
          <Text>{t('ministry.channelsFailed')}</Text>
        ) : !data ? (
          <Text aria-busy="true">{t('common.loading')}</Text>
        ) : (
          <>
            <DataTable
              label={t('ministry.channelsHeading')}
              striped={false}
              rows={[
                { id: 1, what: t('ministry.channelSignUps'), ...data.sign_ups },
                { id: 2, what: t('ministry.channelApplications'), ...data.applications },
              ]}
              columns={[
                { header: t('ministry.channelWhat'), cell: (r) => r.what },
                { header: t('ministry.channelWeb'), cell: (r) => number(r.web), nowrap: true },
                { header: t('ministry.channelUssd'), cell: (r) => number(r.ussd), nowrap: true },
              ]}
            />
            <Text size="sm">
              {t('ministry.smsSummary', {
                sent: number(data.sms.sent),
                cost: money(data.sms.cost),
                unsent: number(data.sms.unsent),
              })}
            </Text>
            {data.sms.days.length > 0 && (
              <DataTable
                label={t('ministry.smsPerDay')}
                rows={data.sms.days.slice(-14).map((d, i) => ({ id: i, ...d }))}
                columns={[
                  { header: t('ministry.smsDay'), cell: (d) => formatDate(d.day), nowrap: true },
                  { header: t('ministry.smsSent'), cell: (d) => number(d.sent), nowrap: true },
                  { header: t('ministry.smsCost'), cell: (d) => money(d.cost), nowrap: true },
                ]}
              />
            )}
          </>
        )}
      </Stack>
    </Card>
  );
}

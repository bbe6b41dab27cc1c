/**
 * "Suggest a better translation" (issue 32): while it is on, tapping a text of the portal opens a dialog with the
 * text's message as it is and a field for a better wording, sent to the Ministry. The tapped text is traced back to
 * its message through the active catalogue (lib/i18n/compiledMessages.ts); words people typed are no message.
 */
import '@mantine/core/styles/ModalBase.layer.css';
import '@mantine/core/styles/Modal.layer.css';
import { useEffect, useState, type FormEvent } from 'react';
import { Modal, NativeSelect, Textarea, Button } from '@mantine/core';
import { Group, Stack, Text } from '@/lib/ui/plain';
import { TRANSLATED_LANGUAGES, TRANSLATION_API } from '@portal/contract';
import { api, ApiError, firstMessage } from '@/lib/api';
import { currentLanguage, t, translateServerMessage } from '@/lib/i18n';
import { activeMessageSource, messageIdsFor } from '@/lib/i18n/compiledMessages';
import { notifyInfo, notifySuccess } from '@/lib/notify';
import classes from './SuggestMode.module.css';

const UI = '[data-suggest-ui], [role="dialog"], .mantine-Notifications-root';

/** The texts an element shows a reader: its words, then what it says to a screen reader or in a field. */
function textsOf(element: Element): string[] {
  const texts: string[] = [];
  for (let el: Element | null = element, depth = 0; el && depth < 4; el = el.parentElement, depth += 1) {
    const own = el instanceof HTMLElement ? el.innerText : el.textContent;
    for (const text of [own, ...['aria-label', 'title', 'placeholder', 'alt'].map((a) => el?.getAttribute(a))])
      if (text?.trim()) texts.push(text);
  }
  return texts;
}

export function SuggestMode({ onDone }: { onDone: () => void }) {
  const [found, setFound] = useState<{ ids: string[]; shown: string } | null>(null);

  useEffect(() => {
    const tap = (event: MouseEvent) => {
      const target = event.target instanceof Element ? event.target : null;
      if (!target || target.closest(UI)) return;
      // The tap picks a text: it does not follow the link or press the button under it.
      event.preventDefault();
      event.stopPropagation();
      for (const text of textsOf(target)) {
        const ids = messageIdsFor(text);
        if (ids.length > 0) {
          setFound({ ids, shown: text.trim() });
          return;
        }
      }
      notifyInfo(t('suggest.notAMessage'));
    };
    document.addEventListener('click', tap, true);
    return () => document.removeEventListener('click', tap, true);
  }, []);

  return (
    <>
      <div className={classes.banner} data-suggest-ui role="status">
        <Text size="sm">{t('suggest.tapAText')}</Text>
        <Button size="sm" variant="white" onClick={onDone}>
          {t('suggest.done')}
        </Button>
      </div>
      {found && <SuggestDialog key={found.ids.join()} found={found} onClose={() => setFound(null)} />}
    </>
  );
}

function SuggestDialog({ found, onClose }: { found: { ids: string[]; shown: string }; onClose: () => void }) {
  const language = TRANSLATED_LANGUAGES.find((l) => l === currentLanguage());
  const [id, setId] = useState(found.ids[0] ?? '');
  const [text, setText] = useState(() => activeMessageSource(found.ids[0] ?? ''));
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!language) return;
    setBusy(true);
    try {
      const answer = await api.post<{ detail: string }>(TRANSLATION_API.suggestions, {
        message_id: id,
        language,
        text,
      });
      notifySuccess(translateServerMessage(answer.detail));
      onClose();
    } catch (err) {
      const message = err instanceof ApiError ? firstMessage(err.body) : undefined;
      setError(message ? translateServerMessage(message) : t('suggest.notSent'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal
      opened
      onClose={onClose}
      title={t('suggest.title')}
      centered
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      <form onSubmit={(e) => void submit(e)} noValidate>
        <Stack gap="md">
          <Stack gap={2}>
            <Text size="sm" fw={600}>
              {t('suggest.currentText')}
            </Text>
            <Text size="sm">{found.shown}</Text>
          </Stack>
          {found.ids.length > 1 && (
            <NativeSelect
              label={t('suggest.whichMessage')}
              value={id}
              data={found.ids}
              onChange={(e) => {
                setId(e.currentTarget.value);
                setText(activeMessageSource(e.currentTarget.value));
              }}
            />
          )}
          <Textarea
            label={t('suggest.yourWording')}
            description={t('suggest.keepBrackets')}
            value={text}
            onChange={(e) => setText(e.currentTarget.value)}
            error={error}
            required
            maxLength={2000}
            autosize
            minRows={2}
            data-autofocus
          />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" loading={busy}>
              {t('suggest.send')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

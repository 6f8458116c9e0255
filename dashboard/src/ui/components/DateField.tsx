import { type Intent } from '@blueprintjs/core';
import { Classes as DatetimeClasses, DateInput } from '@blueprintjs/datetime';
import { enUS, es } from 'date-fns/locale';
import { type ChangeEvent, type FocusEvent, type KeyboardEvent, type Ref, useCallback, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toLanguage } from '../utils/languages';
import { dateOfIsoDay, dayPatternOf, dayPlaceholderOf, formatDay, isIsoDay, parseDay } from '../utils/dayFormat';

export interface DateFieldProps {
  /**
   * The day as yyyy-MM-dd, '' when empty. While the typed text is not a day in range, the field
   * holds that text (so a form's schema refuses it) and the input says why in the user's language.
   */
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  id?: string;
  name?: string;
  /** The first and last days allowed (yyyy-MM-dd); the calendar greys the others out and a typed one is refused. */
  min?: string;
  max?: string;
  /** A date-fns pattern when the spec names one for the screen (commissions: yyyy/MM/dd); otherwise the user's language's. */
  pattern?: string;
  disabled?: boolean;
  /** Shown but not changeable (as disabled: the calendar stays closed). */
  readOnly?: boolean;
  fill?: boolean;
  intent?: Intent;
  placeholder?: string;
  /** The accessible name when no FormGroup label points at the field (`id`). */
  'aria-label'?: string;
  inputRef?: Ref<HTMLInputElement>;
}

const FIRST_DAY = '1900-01-01';

function lastDayDefault(): string {
  return `${new Date().getFullYear() + 30}-12-31`;
}

/**
 * The one date field of the dashboard: Blueprint's DateInput in the user's language (dd/MM/yyyy and
 * a Spanish calendar in Spanish, MM/dd/yyyy in English), over an ISO yyyy-MM-dd value, never the
 * browser's own date input. An unreadable or out-of-range typed day reads as such, translated.
 */
export function DateField({
  value,
  onChange,
  onBlur,
  id,
  name,
  min,
  max,
  pattern,
  disabled,
  readOnly,
  fill,
  intent,
  placeholder,
  inputRef,
  'aria-label': ariaLabel,
}: DateFieldProps) {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;
  const dayPattern = pattern ?? dayPatternOf(language);
  const minDate = useMemo(() => dateOfIsoDay(min ?? FIRST_DAY) ?? undefined, [min]);
  const maxDate = useMemo(() => dateOfIsoDay(max ?? lastDayDefault()) ?? undefined, [max]);
  // While the text is not a valid day, DateInput keeps showing why: it is given the last good day, not the text.
  const lastDay = useRef<string | null>(null);
  if (isIsoDay(value)) lastDay.current = value;
  else if (value === '') lastDay.current = null;
  const shownDay = lastDay.current;
  const formatDate = useCallback((date: Date) => formatDay(date, dayPattern), [dayPattern]);
  const parseDate = useCallback((text: string) => parseDay(text, dayPattern) ?? false, [dayPattern]);
  const inRange = useCallback((date: Date) => (!minDate || date >= minDate) && (!maxDate || date <= maxDate), [minDate, maxDate]);
  const typed = useCallback(
    (event: ChangeEvent<HTMLInputElement>) => {
      // DateInput reports good days (and clearing) through onChange; the rest is the text itself.
      const text = event.target.value;
      const day = parseDay(text, dayPattern);
      if (text.trim() !== '' && (!day || !inRange(day))) onChange(text);
    },
    [dayPattern, inRange, onChange],
  );
  // Typed days move on with Tab to the next field, as in any text field (Blueprint's own Tab goes
  // into the calendar), and a calendar closes once the focus is elsewhere than its field or itself.
  const [closed, setClosed] = useState(false);
  const leaveOnTab = useCallback((event: KeyboardEvent) => {
    if (event.key !== 'Tab' || event.shiftKey || !(event.target instanceof HTMLInputElement)) return;
    event.stopPropagation();
    setClosed(true);
  }, []);
  const closeWhenLeft = useCallback((event: FocusEvent) => {
    const next = event.relatedTarget;
    if (!(next instanceof Element) || !next.closest(`.${DatetimeClasses.DATE_INPUT_POPOVER}`)) setClosed(true);
  }, []);
  return (
    <span
      className="date-field"
      onKeyDownCapture={leaveOnTab}
      onBlurCapture={closeWhenLeft}
      onFocusCapture={() => setClosed(false)}
      onClickCapture={() => setClosed(false)}
    >
      <DateInput
        value={shownDay ? `${shownDay}T00:00:00` : null}
        onChange={(next) => onChange(next ? next.slice(0, 10) : '')}
        formatDate={formatDate}
        parseDate={parseDate}
        locale={toLanguage(language) === 'en' ? enUS : es}
        placeholder={placeholder ?? dayPlaceholderOf(dayPattern, { day: t('dateField.day'), month: t('dateField.month'), year: t('dateField.year') })}
        invalidDateMessage={t('dateField.invalid')}
        outOfRangeMessage={t('dateField.outOfRange')}
        minDate={minDate}
        maxDate={maxDate}
        showActionsBar={false}
        popoverProps={closed ? { isOpen: false } : undefined}
        disabled={disabled || readOnly}
        fill={fill}
        inputProps={{
          id,
          name,
          inputRef,
          onChange: typed,
          onBlur: onBlur ? () => onBlur() : undefined,
          'aria-label': ariaLabel,
          ...(intent && intent !== 'none' ? { intent } : {}),
        }}
      />
    </span>
  );
}

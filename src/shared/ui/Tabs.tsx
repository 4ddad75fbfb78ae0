import {
  type ButtonHTMLAttributes,
  type FocusEventHandler,
  type KeyboardEvent,
  type ReactNode,
  type Ref,
  useId,
} from 'react';
import classes from './Tabs.module.css';

const TAB_SELECTOR = '[role="tab"]';

export interface Tab<Value extends string> {
  value: Value;
  label: ReactNode;
  ref?: Ref<HTMLButtonElement>;
  /** More for the tab's button: the handlers that fetch its panel's code on intent, for one. */
  buttonProps?: ButtonHTMLAttributes<HTMLButtonElement>;
}

/**
 * Which tab a key leads to from the `from`th of `count`, the ends wrapping round (right to left,
 * the arrows swap); none for any other key.
 */
export function tabForKey(
  key: string,
  from: number,
  count: number,
  direction: 'ltr' | 'rtl' = 'ltr',
): number | undefined {
  // One step along the reading direction; the arrow keys point on screen.
  const ahead = direction === 'rtl' ? -1 : 1;
  if (key === 'ArrowRight') return (from + ahead + count) % count;
  if (key === 'ArrowLeft') return (from - ahead + count) % count;
  if (key === 'Home') return 0;
  if (key === 'End') return count - 1;
  return undefined;
}

/**
 * Tabs as WAI-ARIA's tabs pattern and Mantine's default look, on plain elements: a tab list whose
 * arrow keys (Home, End) move the focus and show that tab, one tab in the page's tab order, and
 * the shown tab's panel alone. Mantine's `Tabs` drew the same (decision 014's amendment): its
 * component, its props and styles resolution, and a second render of the whole family once each
 * panel had registered, on /subscription's first load.
 */
export function Tabs<Value extends string>({
  value,
  onChange,
  tabs,
  onListFocus,
  children,
}: {
  value: Value;
  onChange: (value: Value) => void;
  tabs: readonly Tab<Value>[];
  /**
   * The focus coming into the tab list. The arrow keys then show each tab they reach, with no
   * moment of intent on that tab first: the time to fetch every panel's code ahead.
   */
  onListFocus?: FocusEventHandler<HTMLDivElement>;
  /** The shown tab's panel. */
  children: ReactNode;
}) {
  const id = useId();
  const tabId = (tab: Value) => `${id}-tab-${tab}`;
  const panelId = (tab: Value) => `${id}-panel-${tab}`;
  const show = (tab: Value) => {
    if (tab !== value) onChange(tab);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const direction = document.documentElement.dir === 'rtl' ? 'rtl' : 'ltr';
    const next = tabForKey(event.key, index, tabs.length, direction);
    if (next === undefined) return;
    const tab = tabs[next];
    if (!tab) return;
    event.preventDefault();
    const list = event.currentTarget.parentElement;
    list?.querySelectorAll<HTMLButtonElement>(TAB_SELECTOR)[next]?.focus();
    show(tab.value);
  };

  return (
    <div>
      <div
        role="tablist"
        aria-orientation="horizontal"
        className={classes.list}
        onFocus={onListFocus}
      >
        {tabs.map((tab, index) => {
          const active = tab.value === value;
          return (
            <button
              key={tab.value}
              {...tab.buttonProps}
              ref={tab.ref}
              type="button"
              role="tab"
              id={tabId(tab.value)}
              aria-selected={active}
              aria-controls={active ? panelId(tab.value) : undefined}
              tabIndex={active ? 0 : -1}
              data-active={active || undefined}
              className={`${classes.tab} mantine-focus-auto`}
              onClick={() => show(tab.value)}
              onKeyDown={(event) => onKeyDown(event, index)}
            >
              <span className={classes.label}>{tab.label}</span>
            </button>
          );
        })}
      </div>
      <div
        role="tabpanel"
        id={panelId(value)}
        aria-labelledby={tabId(value)}
        className={classes.panel}
      >
        {children}
      </div>
    </div>
  );
}

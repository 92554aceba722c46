import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { JsonRequester, Normalised } from '../../../providers/http/types';
import type { ListDeclaration } from '../../../resources/kit';
import { storage } from '../../../src/lib/storage';
import {
  ok,
  refused,
  renderList,
  routedRequester,
  shownMessages,
  within,
  withTestRows,
} from './harness';
import positionResource from '../../../resources/system/position';

// A refused save (spec 8.2: `success: false` warns with the server message, the form stays open
// with its input) must leave the form ready for a retry: 确定 shows no loading once the refusal is
// in, and a second click sends the save again. The refusal is held open by the test, so the
// pending state and the settled state are both looked at.
//
// antd animates 确定's spinner in and out (rc-motion), and removes it only when its CSS transition
// reports its end. jsdom has no TransitionEvent, so rc-motion would skip motion here; with one, it
// animates, and jsdom never reports an end: the case of a browser whose spinner transition was
// cancelled (a save refused a frame or two after it started), where the spinner, named "loading",
// stayed in the idle button.
vi.hoisted(() => {
  class MotionEvent extends Event {}
  Object.assign(window, { TransitionEvent: MotionEvent, AnimationEvent: MotionEvent });
});

interface Item {
  id: string;
  name: string;
  createTime: string;
}

const declarationIn = (container: 'modal' | 'drawer'): ListDeclaration<Item> => ({
  resource: withTestRows(positionResource),
  title: '职务管理',
  columns: [
    { field: 'name', title: '职务名称' },
    { field: 'createTime', title: '创建时间', sortable: true },
  ],
  form: {
    container,
    fields: [{ kind: 'text', field: 'name', label: '职务名称', required: true }],
  },
  permissions: { add: 'position:add' },
});

const PAGE = { records: [{ id: 'p1', name: '总经理', createTime: '' }], total: 1 };
const OK = /^确\s*定$/;
const ADD = '/sys/position/add';

/** The real routes, except that each save waits until the test answers it. */
function heldSaves() {
  const backend = routedRequester({ 'GET /sys/position/list': ok(PAGE) });
  const answers: ((reply: Normalised<unknown>) => void)[] = [];
  const request: JsonRequester = (method, path, options) => {
    if (path !== ADD) return backend.request(method, path, options);
    backend.calls.push({ method, path, query: {}, body: options?.body });
    return new Promise((resolve) => answers.push(resolve as (reply: Normalised<unknown>) => void));
  };
  return {
    request,
    backend,
    answer: (index: number, reply: Normalised<unknown>) => answers[index]?.(reply),
  };
}

/** The 新增 form's modal or drawer (the edit form is rendered too, hidden). */
const createForm = async (container: 'modal' | 'drawer'): Promise<HTMLElement> => {
  const [frame, title] =
    container === 'modal'
      ? ['.ant-modal', '.ant-modal-title']
      : ['.ant-drawer-content', '.ant-drawer-title'];
  const heading = await screen.findByText('新增', { selector: title });
  const scope = heading.closest<HTMLElement>(frame);
  if (!scope) throw new Error(`no 新增 ${container}`);
  return scope;
};

beforeEach(() => storage.set('LOGIN_USER_BUTTON_AUTH', [{ action: 'position:add', type: '1' }]));
afterEach(() => storage.clearSession());

describe('RecordForm save refused', { timeout: 60_000 }, () => {
  it.each(['modal', 'drawer'] as const)(
    '%s: 确定 loads while the save is open, not after the refusal, and a second click sends it again',
    async (container) => {
      const saves = heldSaves();
      renderList(declarationIn(container), saves.request);
      await screen.findByRole('cell', { name: '总经理' });
      fireEvent.click(screen.getByRole('button', { name: /新\s*增/ }));
      const form = await createForm(container);
      const saveButton = () => within(form).getByRole('button', { name: OK });
      fireEvent.change(within(form).getByPlaceholderText('请输入职务名称'), {
        target: { value: '产品经理' },
      });

      const button = saveButton();
      fireEvent.click(button);
      await waitFor(() => expect(saves.backend.callsTo(ADD)).toHaveLength(1));
      await waitFor(() => expect(button).toHaveClass('ant-btn-loading'));
      // A click on the loading button sends nothing more.
      fireEvent.click(button);

      await act(async () => saves.answer(0, refused('职务名称已存在')));
      await waitFor(() => expect(shownMessages()).toEqual(['职务名称已存在']));
      await waitFor(() => expect(saveButton()).not.toHaveClass('ant-btn-loading'));
      expect(saves.backend.callsTo(ADD)).toHaveLength(1);
      expect(within(form).getByPlaceholderText('请输入职务名称')).toHaveValue('产品经理');

      fireEvent.click(saveButton());
      await waitFor(() => expect(saves.backend.callsTo(ADD)).toHaveLength(2));
      expect(saves.backend.callsTo(ADD).map((call) => call.body)).toEqual([
        { name: '产品经理' },
        { name: '产品经理' },
      ]);
    },
  );
});

import { fireEvent, screen, waitFor } from '@testing-library/react';
import { Button, Form } from 'antd';
import { describe, expect, it, vi } from 'vitest';
import { YesNoSwitch } from '../../../src/components/YesNoSwitch';
import { renderWidget } from './harness';

describe('YesNoSwitch', { timeout: 20_000 }, () => {
  it('forces an empty value to N once, so the form submits N', async () => {
    const onFinish = vi.fn();
    renderWidget(
      <Form onFinish={onFinish}>
        <Form.Item name="enabled" label="启用">
          <YesNoSwitch />
        </Form.Item>
        <Button htmlType="submit">提交</Button>
      </Form>,
    );
    expect(screen.getByRole('switch')).not.toBeChecked();
    fireEvent.click(screen.getByRole('button', { name: '提 交' }));
    await waitFor(() => expect(onFinish).toHaveBeenCalledWith({ enabled: 'N' }));
  });

  it('emits the off value only once while a parent ignores it', () => {
    const onChange = vi.fn();
    const { rerender } = renderWidget(<YesNoSwitch value="" onChange={onChange} />);
    rerender(<YesNoSwitch value="" onChange={onChange} />);
    rerender(<YesNoSwitch value={null} onChange={onChange} />);
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(onChange).toHaveBeenCalledWith('N');
  });

  it('is on for Y and toggles between Y and N', () => {
    const onChange = vi.fn();
    const { rerender } = renderWidget(<YesNoSwitch value="Y" onChange={onChange} />);
    const toggle = screen.getByRole('switch');
    expect(toggle).toBeChecked();
    fireEvent.click(toggle);
    expect(onChange).toHaveBeenLastCalledWith('N');
    rerender(<YesNoSwitch value="N" onChange={onChange} />);
    expect(screen.getByRole('switch')).not.toBeChecked();
    fireEvent.click(screen.getByRole('switch'));
    expect(onChange).toHaveBeenLastCalledWith('Y');
    expect(onChange).toHaveBeenCalledTimes(2);
  });

  it('uses custom on/off values, forcing empty to the off one', () => {
    const onChange = vi.fn();
    const { rerender } = renderWidget(<YesNoSwitch options={[1, 0]} onChange={onChange} />);
    expect(onChange).toHaveBeenCalledWith(0);
    rerender(<YesNoSwitch options={[1, 0]} value={1} onChange={onChange} />);
    expect(screen.getByRole('switch')).toBeChecked();
    fireEvent.click(screen.getByRole('switch'));
    expect(onChange).toHaveBeenLastCalledWith(0);
  });

  it('treats a value that is neither option as off', () => {
    renderWidget(<YesNoSwitch value="X" onChange={vi.fn()} />);
    expect(screen.getByRole('switch')).not.toBeChecked();
  });
});

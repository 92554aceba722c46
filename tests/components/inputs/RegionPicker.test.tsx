import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Form } from 'antd';
import { describe, expect, it, vi } from 'vitest';
import { RegionPicker } from '../../../src/components/RegionPicker';
import { REGION_TYPE_INVALID } from '../../../src/lib/messages';
import { renderWidget } from './harness';

/** The last element matching `selector` once one exists (popups stay in the page when closed). */
async function findLast(selector: string): Promise<HTMLElement> {
  return waitFor(() => {
    const found = [...document.querySelectorAll<HTMLElement>(selector)].at(-1);
    if (!found) throw new Error(`nothing matches ${selector}`);
    return found;
  });
}

/** The cascader menus are open; clicks one option (by its title) in the popup. */
async function pickInCascader(label: string) {
  fireEvent.click(await findLast(`.ant-cascader-menu-item[title="${label}"]`));
}

async function openCascader() {
  const box = screen.getByRole('combobox');
  await waitFor(() => expect(box.closest('.ant-select')).not.toHaveClass('ant-select-disabled'));
  fireEvent.mouseDown(box);
}

/** Chooses an option of the antd Select labelled `name` (label queries: role ones are slow here). */
async function pickInSelect(name: string, label: string) {
  fireEvent.mouseDown(screen.getByLabelText(name, { selector: 'input' }));
  fireEvent.click(await findLast(`.ant-select-item-option[title="${label}"]`));
}

describe('RegionPicker', { timeout: 30_000 }, () => {
  it("renders 'Bad type value' for a type other than cascader or select", () => {
    renderWidget(<RegionPicker type="tree" />);
    expect(screen.getByRole('alert')).toHaveTextContent(`${REGION_TYPE_INVALID}: tree`);
    expect(screen.queryByRole('combobox')).toBeNull();
  });

  it('cascader: picking 北京市 / 市辖区 / 东城区 puts 110101 in the form', async () => {
    const onValuesChange = vi.fn();
    renderWidget(
      <Form onValuesChange={onValuesChange}>
        <Form.Item name="area" label="地区">
          <RegionPicker />
        </Form.Item>
      </Form>,
    );
    await openCascader();
    await pickInCascader('北京市');
    await pickInCascader('市辖区');
    expect(onValuesChange).not.toHaveBeenCalled();
    await pickInCascader('东城区');
    expect(onValuesChange).toHaveBeenCalledExactlyOnceWith({ area: '110101' }, { area: '110101' });
  });

  it('cascader: shows the names of a stored code, 2023 sentinels included', async () => {
    renderWidget(<RegionPicker value="659010" />);
    expect(
      await screen.findByText('新疆维吾尔自治区 / 自治区直辖县级行政区划 / 胡杨河市'),
    ).toBeInTheDocument();
  });

  it('cascader: shows an unknown (2016-era) code raw instead of failing', async () => {
    renderWidget(<RegionPicker value="371202" />);
    const box = screen.getByRole('combobox');
    await waitFor(() => expect(box.closest('.ant-select')).not.toHaveClass('ant-select-disabled'));
    expect(box.closest('.ant-select')).toHaveTextContent('371202');
  });

  it('cascader: clearing emits undefined', async () => {
    const onChange = vi.fn();
    const { container } = renderWidget(<RegionPicker value="110101" onChange={onChange} />);
    await screen.findByText('北京市 / 市辖区 / 东城区');
    fireEvent.mouseDown(container.querySelector('.ant-select-clear')!);
    expect(onChange).toHaveBeenCalledWith(undefined);
  });

  it('select: three linked selects emit the district code once complete', async () => {
    const onChange = vi.fn();
    renderWidget(<RegionPicker type="select" onChange={onChange} />);
    await waitFor(() =>
      expect(
        screen.getByLabelText('请选择省', { selector: 'input' }).closest('.ant-select'),
      ).not.toHaveClass('ant-select-loading'),
    );
    expect(screen.getByLabelText('请选择市', { selector: 'input' })).toBeDisabled();
    await pickInSelect('请选择省', '北京市');
    await pickInSelect('请选择市', '市辖区');
    expect(onChange).not.toHaveBeenCalled();
    await pickInSelect('请选择区', '朝阳区');
    expect(onChange).toHaveBeenCalledExactlyOnceWith('110105');
  });

  it('select: shows a stored code and clears the value when the province changes', async () => {
    const onChange = vi.fn();
    renderWidget(<RegionPicker type="select" value="110105" onChange={onChange} />);
    const province = screen
      .getByLabelText('请选择省', { selector: 'input' })
      .closest('.ant-select')!;
    await waitFor(() => expect(province).toHaveTextContent('北京市'));
    const district = screen
      .getByLabelText('请选择区', { selector: 'input' })
      .closest('.ant-select')!;
    expect(within(district as HTMLElement).getByText('朝阳区')).toBeInTheDocument();
    await pickInSelect('请选择省', '天津市');
    expect(onChange).toHaveBeenCalledExactlyOnceWith(undefined);
  });
});

export { YesNoSwitch, type SwitchValue, type YesNoSwitchProps } from './YesNoSwitch';

export { LineChart, type LineChartProps } from './LineChart';
export { SERIES_COLORS, type ChartAxis, type LineSeries } from './chartOptions';

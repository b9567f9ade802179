import { WHEEL_SIZES, textAnchor, textX, type NameLabelLayout } from './wheel-geometry.js';

/** Each area's name beside its wedge, line by line, as the layout wrapped and aligned it (the results chart and the paper wheel). */
export function WheelNameLabels({ names, fill }: { names: readonly NameLabelLayout[]; fill: string }) {
  return names.map((name) =>
    name.lines.map((line, lineIndex) => (
      <text
        key={`name-${name.index}-${lineIndex}`}
        x={textX(name.box, name.align)}
        y={name.box.y + WHEEL_SIZES.nameLineHeight * (lineIndex + 0.5)}
        fontSize={WHEEL_SIZES.nameFontSize}
        fontWeight={600}
        fill={fill}
        textAnchor={textAnchor(name.align, name.direction)}
        direction={name.direction}
        dominantBaseline="central"
      >
        {line}
      </text>
    )),
  );
}

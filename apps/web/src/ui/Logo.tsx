import { Group, Text } from '@mantine/core';

/** The product mark: the corner of a room (two walls and a floor) in an isometric view. */
export function LogoMark({ size = 30 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 32 32" aria-hidden="true">
      <defs>
        <linearGradient id="logo-bg" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#6f86e6" />
          <stop offset="1" stopColor="#28439f" />
        </linearGradient>
      </defs>
      <rect width="32" height="32" rx="8" fill="url(#logo-bg)" />
      <path d="M16 6 L25 11 L25 21 L16 26 L7 21 L7 11 Z" fill="none" stroke="#fff" strokeWidth="1.6" />
      <path d="M7 21 L16 16 L25 21" fill="none" stroke="#fff" strokeWidth="1.6" strokeLinejoin="round" />
      <path d="M16 16 L16 6" stroke="#fff" strokeWidth="1.6" />
      <path d="M7 21 L16 16 L25 21 L16 26 Z" fill="#fff" fillOpacity="0.35" />
    </svg>
  );
}

export function Logo({ size = 30 }: { size?: number }) {
  return (
    <Group gap={10} wrap="nowrap">
      <LogoMark size={size} />
      <Text fw={700} fz={size * 0.62} lh={1} style={{ letterSpacing: '-0.02em' }}>
        Roomcraft
      </Text>
    </Group>
  );
}

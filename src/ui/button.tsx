import type { ButtonHTMLAttributes } from 'react';
import * as css from './button.css.ts';

export type ButtonVariant = keyof typeof css.variants;

export const buttonClass = (variant: ButtonVariant = 'primary', block = false): string =>
  [css.base, css.variants[variant], block ? css.block : ''].filter(Boolean).join(' ');

interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  block?: boolean;
}

export function Button({ variant = 'primary', block = false, className, type = 'button', ...props }: ButtonProps) {
  return <button type={type} className={[buttonClass(variant, block), className].filter(Boolean).join(' ')} {...props} />;
}

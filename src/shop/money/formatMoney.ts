/** The shop's money format lives with the price rules, so the editor formats amounts the same way. */
export { formatMoney } from '../../domain/pricing/money';

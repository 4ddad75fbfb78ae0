import { useParams } from 'react-router-dom';
import { ScreenPlaceholder } from '@/app/screens/ScreenPlaceholder.tsx';
import { PRODUCT_FAMILY_TITLES } from './productFamilies.ts';
import { isProductFamily } from './productFamilies.ts';

export function ProductsScreen() {
  const { family = '' } = useParams();
  return (
    <ScreenPlaceholder
      title={isProductFamily(family) ? PRODUCT_FAMILY_TITLES[family] : 'Products'}
    />
  );
}

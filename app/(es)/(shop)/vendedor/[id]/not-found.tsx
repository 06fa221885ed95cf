import { SellerNotFound } from "./_components/seller-not-found";

export default function NotFound() {
  return <SellerNotFound />;
}

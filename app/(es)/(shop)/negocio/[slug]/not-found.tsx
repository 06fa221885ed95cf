import { BusinessNotFound } from "./_components/business-not-found";

export default function NotFound() {
  return <BusinessNotFound />;
}

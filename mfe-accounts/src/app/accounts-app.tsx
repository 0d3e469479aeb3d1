import { Route, Routes } from 'react-router-dom';
import { HomePage } from '../features/balances/components/home-page';

/** This remote's routes (DESIGN §1); cards, history, statements, receive and news arrive with issue 4. */
export function AccountsApp() {
  return (
    <Routes>
      <Route path="/home" element={<HomePage />} />
    </Routes>
  );
}

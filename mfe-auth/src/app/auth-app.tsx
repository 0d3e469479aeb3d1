import { Route, Routes } from 'react-router-dom';
import { LoginPage } from '../features/login/components/login-page';

/** This remote's routes (DESIGN §1); the others arrive with issue 3. */
export function AuthApp() {
  return (
    <Routes>
      <Route path="/login" element={<LoginPage />} />
    </Routes>
  );
}

/** Loads every module that defines procedures, so the machine knows them all. */
import './actions';
import './alerts';
import './attack';
import './events';
import './play';
import './flow/round';
import './flow/turn';
import './cards';

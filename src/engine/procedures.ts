/** Loads every module that defines procedures (and the driver of engine-played sides), so the machine knows them all. */
import './actions';
import './dice-powers';
import './alerts';
import './attack';
import './events';
import './play';
import './flow/round';
import './flow/turn';
import './cards';
import './driven-sides';
import './flow/chimera-round';

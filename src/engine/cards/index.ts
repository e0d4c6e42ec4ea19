/** Every card script; importing this registers them. */
import './master-set';

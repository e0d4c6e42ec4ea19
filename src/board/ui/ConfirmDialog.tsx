import { Button, Dialog, DialogActions, DialogContent, DialogContentText } from '@mui/material';

export function ConfirmDialog(props: {
  open: boolean;
  text: string;
  onOk(): void;
  onCancel(): void;
}) {
  return (
    <Dialog open={props.open} onClose={props.onCancel}>
      <DialogContent>
        <DialogContentText>{props.text}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={props.onCancel}>Cancel</Button>
        <Button variant="contained" onClick={props.onOk} autoFocus>
          Ok
        </Button>
      </DialogActions>
    </Dialog>
  );
}

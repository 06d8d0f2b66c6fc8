/**
 * The registry's list: one line per transaction-type module. To add a type, write
 * `./<Type>.ts` (see any module here) and add its line.
 */
import type { TransactionTypeModule } from '../types';
import confidentialMPTConvert from './ConfidentialMPTConvert';
import confidentialMPTConvertBack from './ConfidentialMPTConvertBack';
import ledgerStateFix from './LedgerStateFix';
import loanBrokerSet from './LoanBrokerSet';
import loanSet from './LoanSet';
import sponsorshipSet from './SponsorshipSet';
import sponsorshipTransfer from './SponsorshipTransfer';
import aMMBid from './AMMBid';
import aMMClawback from './AMMClawback';
import aMMCreate from './AMMCreate';
import aMMDelete from './AMMDelete';
import aMMDeposit from './AMMDeposit';
import aMMVote from './AMMVote';
import aMMWithdraw from './AMMWithdraw';
import accountDelete from './AccountDelete';
import accountSet from './AccountSet';
import batch from './Batch';
import checkCancel from './CheckCancel';
import checkCash from './CheckCash';
import checkCreate from './CheckCreate';
import clawback from './Clawback';
import confidentialMPTClawback from './ConfidentialMPTClawback';
import confidentialMPTMergeInbox from './ConfidentialMPTMergeInbox';
import confidentialMPTSend from './ConfidentialMPTSend';
import credentialAccept from './CredentialAccept';
import credentialCreate from './CredentialCreate';
import credentialDelete from './CredentialDelete';
import dIDDelete from './DIDDelete';
import dIDSet from './DIDSet';
import delegateSet from './DelegateSet';
import depositPreauth from './DepositPreauth';
import enableAmendment from './EnableAmendment';
import escrowCancel from './EscrowCancel';
import escrowCreate from './EscrowCreate';
import escrowFinish from './EscrowFinish';
import loanBrokerCoverClawback from './LoanBrokerCoverClawback';
import loanBrokerCoverDeposit from './LoanBrokerCoverDeposit';
import loanBrokerCoverWithdraw from './LoanBrokerCoverWithdraw';
import loanBrokerDelete from './LoanBrokerDelete';
import loanDelete from './LoanDelete';
import loanManage from './LoanManage';
import loanPay from './LoanPay';
import mPTokenAuthorize from './MPTokenAuthorize';
import mPTokenIssuanceCreate from './MPTokenIssuanceCreate';
import mPTokenIssuanceDestroy from './MPTokenIssuanceDestroy';
import mPTokenIssuanceSet from './MPTokenIssuanceSet';
import nFTokenAcceptOffer from './NFTokenAcceptOffer';
import nFTokenBurn from './NFTokenBurn';
import nFTokenCancelOffer from './NFTokenCancelOffer';
import nFTokenCreateOffer from './NFTokenCreateOffer';
import nFTokenMint from './NFTokenMint';
import nFTokenModify from './NFTokenModify';
import offerCancel from './OfferCancel';
import offerCreate from './OfferCreate';
import oracleDelete from './OracleDelete';
import oracleSet from './OracleSet';
import payment from './Payment';
import paymentChannelClaim from './PaymentChannelClaim';
import paymentChannelCreate from './PaymentChannelCreate';
import paymentChannelFund from './PaymentChannelFund';
import permissionedDomainDelete from './PermissionedDomainDelete';
import permissionedDomainSet from './PermissionedDomainSet';
import setFee from './SetFee';
import setRegularKey from './SetRegularKey';
import signerListSet from './SignerListSet';
import ticketCreate from './TicketCreate';
import trustSet from './TrustSet';
import uNLModify from './UNLModify';
import vaultClawback from './VaultClawback';
import vaultCreate from './VaultCreate';
import vaultDelete from './VaultDelete';
import vaultDeposit from './VaultDeposit';
import vaultSet from './VaultSet';
import vaultWithdraw from './VaultWithdraw';
import xChainAccountCreateCommit from './XChainAccountCreateCommit';
import xChainAddAccountCreateAttestation from './XChainAddAccountCreateAttestation';
import xChainAddClaimAttestation from './XChainAddClaimAttestation';
import xChainClaim from './XChainClaim';
import xChainCommit from './XChainCommit';
import xChainCreateBridge from './XChainCreateBridge';
import xChainCreateClaimID from './XChainCreateClaimID';
import xChainModifyBridge from './XChainModifyBridge';

export const MODULES: readonly TransactionTypeModule[] = [
  confidentialMPTConvert,
  confidentialMPTConvertBack,
  ledgerStateFix,
  loanBrokerSet,
  loanSet,
  sponsorshipSet,
  sponsorshipTransfer,
  aMMBid,
  aMMClawback,
  aMMCreate,
  aMMDelete,
  aMMDeposit,
  aMMVote,
  aMMWithdraw,
  accountDelete,
  accountSet,
  batch,
  checkCancel,
  checkCash,
  checkCreate,
  clawback,
  confidentialMPTClawback,
  confidentialMPTMergeInbox,
  confidentialMPTSend,
  credentialAccept,
  credentialCreate,
  credentialDelete,
  dIDDelete,
  dIDSet,
  delegateSet,
  depositPreauth,
  enableAmendment,
  escrowCancel,
  escrowCreate,
  escrowFinish,
  loanBrokerCoverClawback,
  loanBrokerCoverDeposit,
  loanBrokerCoverWithdraw,
  loanBrokerDelete,
  loanDelete,
  loanManage,
  loanPay,
  mPTokenAuthorize,
  mPTokenIssuanceCreate,
  mPTokenIssuanceDestroy,
  mPTokenIssuanceSet,
  nFTokenAcceptOffer,
  nFTokenBurn,
  nFTokenCancelOffer,
  nFTokenCreateOffer,
  nFTokenMint,
  nFTokenModify,
  offerCancel,
  offerCreate,
  oracleDelete,
  oracleSet,
  payment,
  paymentChannelClaim,
  paymentChannelCreate,
  paymentChannelFund,
  permissionedDomainDelete,
  permissionedDomainSet,
  setFee,
  setRegularKey,
  signerListSet,
  ticketCreate,
  trustSet,
  uNLModify,
  vaultClawback,
  vaultCreate,
  vaultDelete,
  vaultDeposit,
  vaultSet,
  vaultWithdraw,
  xChainAccountCreateCommit,
  xChainAddAccountCreateAttestation,
  xChainAddClaimAttestation,
  xChainClaim,
  xChainCommit,
  xChainCreateBridge,
  xChainCreateClaimID,
  xChainModifyBridge,
];

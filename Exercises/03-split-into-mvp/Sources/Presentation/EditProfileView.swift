// The form as the presenter sees it: what the presenter may tell it, in the presenter's own
// words. Empty until you design it; like the presenter's, this module can't see the view kit.

// The form as the presenter sees it: what the presenter may tell it, in the presenter's own
// words. Like the presenter's, this module can't see the view kit.

import UserModel

/// A form that shows what it is told, and decides nothing.
@MainActor
public protocol EditProfileView: AnyObject {
}

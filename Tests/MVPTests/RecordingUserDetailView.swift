// A test double for the detail screen's passive view: it keeps what a user would see.

import MVPPresentation

/// A ``UserDetailView`` that remembers what it was told.
@MainActor
final class RecordingUserDetailView: UserDetailView {
    private(set) var title = ""
    private(set) var lines: [String] = []
    private(set) var favouriteTitle = ""

    func setTitle(_ title: String) {
        self.title = title
    }

    func showLines(_ lines: [String]) {
        self.lines = lines
    }

    func setFavouriteTitle(_ title: String) {
        favouriteTitle = title
    }
}

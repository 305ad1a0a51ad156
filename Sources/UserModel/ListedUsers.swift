// The users of one load as the list's rules need them: in list order, each with the folded
// text a search compares, worked out once when the users arrive and laid out in one block
// of memory, so every keystroke's search reads it in a single sweep. That is what keeps a
// hundred thousand users fast; the rules themselves don't change.

/// The users of one load, in list order, ready to be searched.
///
/// A collection of ``User``s. ``matching(_:)`` returns the users that match a query as
/// another `ListedUsers`, sharing this one's storage, so filtering copies no user.
public struct ListedUsers: RandomAccessCollection, Equatable, Sendable {
    /// The users and their folded text, shared by every filtered list made from them.
    private final class Storage: Sendable {
        let users: [User]
        /// Every user's folded `first last`, a new line, and folded email, as UTF-8, one after
        /// the other. No search term contains a new line, so none matches across the two.
        let searchText: [UInt8]
        /// Where each user's text ends in ``searchText``.
        let textEnds: [Int]

        init(users: [User], searchText: [UInt8], textEnds: [Int]) {
            self.users = users
            self.searchText = searchText
            self.textEnds = textEnds
        }
    }

    private let storage: Storage
    /// The positions in ``storage`` this list shows, in order; `nil` for all of them.
    private let positions: [Int]?

    /// An empty list.
    public init() {
        storage = Storage(users: [], searchText: [], textEnds: [])
        positions = nil
    }

    /// Sorts `users` into list order and folds their text once.
    init(sorting users: [User]) {
        var folder = TextFolder()
        let keyed = users.map { user in
            (user: user, last: folder.fold(user.lastName), first: folder.fold(user.firstName))
        }
        let sorted = keyed.sorted { ($0.last, $0.first, $0.user.id) < ($1.last, $1.first, $1.user.id) }
        var searchText: [UInt8] = []
        var textEnds: [Int] = []
        textEnds.reserveCapacity(sorted.count)
        for entry in sorted {
            let user = entry.user
            searchText += "\(entry.first) \(entry.last)\n".utf8
            searchText += folder.fold(user.email).utf8
            textEnds.append(searchText.count)
        }
        storage = Storage(users: sorted.map(\.user), searchText: searchText, textEnds: textEnds)
        positions = nil
    }

    private init(storage: Storage, positions: [Int]) {
        self.storage = storage
        self.positions = positions
    }

    // MARK: - Collection

    /// The first position, 0.
    public var startIndex: Int { 0 }
    /// One past the last position.
    public var endIndex: Int { positions?.count ?? storage.users.count }

    /// The user at `position`, in list order.
    public subscript(position: Int) -> User {
        storage.users[positions?[position] ?? position]
    }

    /// Equal when they hold the same users in the same order. Lists filtered from the same
    /// load compare by position, without looking at a single user.
    public static func == (lhs: ListedUsers, rhs: ListedUsers) -> Bool {
        guard lhs.storage === rhs.storage else { return lhs.elementsEqual(rhs) }
        switch (lhs.positions, rhs.positions) {
        case (nil, nil): return true
        case (let left?, let right?): return left == right
        // Positions only ever shrink a list, in order: as many as the whole means all of them.
        case (nil, let some?), (let some?, nil): return some.count == lhs.storage.users.count
        }
    }

    // MARK: - Search

    /// The users that match `query`, in list order: every whitespace-separated term occurs,
    /// folded, in "first last" or in the email. A blank query matches everyone.
    public func matching(_ query: String) -> ListedUsers {
        let terms = SearchTerms(query)
        guard !terms.isEmpty else { return self }
        let matching =
            positions?.filter { matches(at: $0, terms) }
            ?? storage.users.indices.filter { matches(at: $0, terms) }
        return matching.count == count ? self : ListedUsers(storage: storage, positions: matching)
    }

    /// Whether the user at storage position `position` matches every term.
    private func matches(at position: Int, _ terms: SearchTerms) -> Bool {
        let start = position == 0 ? 0 : storage.textEnds[position - 1]
        let text = storage.searchText[start..<storage.textEnds[position]]
        return terms.folded.allSatisfy { text.contains(term: $0) }
    }
}

/// A query split into folded terms once, to match many users with.
struct SearchTerms {
    /// Each whitespace-separated term of the query, folded, as UTF-8.
    let folded: [[UInt8]]

    /// The terms of `query`; a blank query has none, and matches everyone.
    init(_ query: String) {
        folded = TextFolding.fold(query).split(whereSeparator: \.isWhitespace).map { Array($0.utf8) }
    }

    /// Whether the query has no terms.
    var isEmpty: Bool { folded.isEmpty }
}

extension ArraySlice<UInt8> {
    /// Whether `term` occurs in these bytes: a plain scan, first byte first.
    fileprivate func contains(term: [UInt8]) -> Bool {
        guard let first = term.first else { return true }
        guard term.count <= count else { return false }
        for start in startIndex...(endIndex - term.count) where self[start] == first {
            if self[start..<start + term.count].elementsEqual(term) { return true }
        }
        return false
    }
}

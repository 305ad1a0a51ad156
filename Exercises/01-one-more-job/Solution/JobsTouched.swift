// Your forecast of what the ★ only feature touches in the controller, graded by step 4: the
// jobs (chapter 02's twelve, numbered and named as the controller's opening comment lists
// them) and, for each, the members of the file where your change sits.

/// Chapter 02's twelve jobs of a massive view controller.
enum Job: Int, CaseIterable, Sendable {
    case state = 1
    case buildingTheScreen
    case lifecycle
    case fetching
    case asyncBookkeeping
    case applyingTheModelsRules
    case wording
    case formattingRows
    case decidingWhatShows
    case dataSource
    case delegateAndNavigation
    case observingTheModel
}

/// The members of `UserListViewController` as the starter has them, in file order, and
/// `.new` for any member you add.
enum Place: CaseIterable, Sendable {
    case classDeclaration, storedProperties, widgets, initializer, deinitializer, viewDidLoad
    case loadUsers, loadFinished, searchTextChanged, trimmedQuery, applyQuery, summaryText, ageText
    case updateScreen, numberOfRows, cellForRowAt
    case new
}

/// Each job whose code you add to or change for ★ only, with the places your change sits in.
/// Write the jobs before you code; fill in the places, and correct the jobs, once it works.
let forecast: [Job: Set<Place>] = [
    .state: [.new], .buildingTheScreen: [.new, .viewDidLoad],
    .applyingTheModelsRules: [.searchTextChanged, .applyQuery, .new], .wording: [.summaryText],
    .decidingWhatShows: [.updateScreen], .observingTheModel: [.classDeclaration, .new],
]

/// How every chart draws the frame budget.
enum BudgetLook {
    static let color = "#b00020"
    static let dash = "4 2"
}

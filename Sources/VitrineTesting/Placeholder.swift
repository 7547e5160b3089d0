import Vitrine
